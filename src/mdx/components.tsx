import React from 'react';
import { Admonition } from './Admonition';
import { Card, CardGrid } from './Cards';
import { CodeBlock } from './CodeBlock';
import { makeHeading } from './Heading';
import { MdxLink } from './MdxLink';
import { TabItem, Tabs } from './Tabs';
import { lazyClientComponent } from './ClientOnly';

const ColorGenerator = lazyClientComponent(() => import('../components/ColorGenerator/ColorGenerator'), 'Color generator');

function Table(props: React.TableHTMLAttributes<HTMLTableElement>) {
  return (
    <div className="table-wrapper" tabIndex={0}>
      <table {...props} />
    </div>
  );
}

/** Everything a page can use without importing it. */
export const mdxComponents = {
  a: MdxLink,
  pre: CodeBlock,
  table: Table,
  h2: makeHeading(2),
  h3: makeHeading(3),
  h4: makeHeading(4),
  h5: makeHeading(5),
  h6: makeHeading(6),
  Admonition,
  Tabs,
  TabItem,
  CardGrid,
  Card,
  ColorGenerator,
};

// Every page's MDX elements and the global components pages use without an import.
import { CodeBlock } from '../../components/CodeBlock';
import { TabItem, Tabs } from '../../components/Tabs';
import {
  Admonition,
  AdmonitionTitle,
  Card,
  CardGrid,
  ColorGenerator,
  makeHeading,
  MdxLink,
  Table,
  TaskCheckbox,
} from './components';
import { Playground } from './Playground';
import { ReleaseNotes } from './ReleaseNotes';

export const mdxComponents = {
  a: MdxLink,
  pre: CodeBlock,
  table: Table,
  input: TaskCheckbox,
  h2: makeHeading(2),
  h3: makeHeading(3),
  h4: makeHeading(4),
  h5: makeHeading(5),
  h6: makeHeading(6),
  Admonition,
  AdmonitionTitle,
  Tabs,
  TabItem,
  CardGrid,
  Card,
  ColorGenerator,
  ReleaseNotes,
  Playground,
};

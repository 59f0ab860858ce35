/**
 * @jest-environment node
 */
import React from 'react';
import { groupReleases, ReleaseNotes, RELEASE_TAG_URL, type Release } from '../../src/node/render/ReleaseNotes';
import { renderElement } from '../../src/node/render/mdx';
import releases from '../../content/data/ionic-core-releases.json';
import summaries from '../../content/data/ionic-core-release-summaries.json';

function semver(v: string): number[] {
  return v.split('.').map(Number);
}

function newerFirst(a: string, b: string): number {
  const [x, y] = [semver(a), semver(b)];
  return y[0] - x[0] || y[1] - x[1] || y[2] - x[2];
}

describe('groupReleases', () => {
  const fixture: Release[] = [
    { version: '7.8.6', date: '2024-04-24' },
    { version: '8.0.0', date: '2024-04-17' },
    { version: '7.8.0', date: '2024-02-28' },
    { version: '8.1.0-rc.0', date: '2024-05-01' },
    { version: '8.0.10', date: '2024-05-30' },
    { version: '8.0.2', date: '2024-05-01' },
    { version: '7.10.0', date: '2024-03-01' },
    { version: 'not-a-version', date: '2024-01-01' },
  ];

  it('groups by major and minor, newest first, comparing numerically', () => {
    const groups = groupReleases(fixture, { '8.0': 'Eight.', '7.10': 'Ten.' });
    expect(groups.map((g) => g.id)).toEqual(['v8', 'v7']);
    expect(groups[0].minors.map((m) => m.minor)).toEqual(['8.0']);
    expect(groups[0].minors[0].releases.map((r) => r.version)).toEqual(['8.0.10', '8.0.2', '8.0.0']);
    expect(groups[1].minors.map((m) => [m.minor, m.id])).toEqual([
      ['7.10', 'v7-10'],
      ['7.8', 'v7-8'],
    ]);
    expect(groups[1].minors[1].releases.map((r) => r.version)).toEqual(['7.8.6', '7.8.0']);
  });

  it('attaches summaries by minor and leaves the others empty', () => {
    const groups = groupReleases(fixture, { '8.0': 'Eight.', '7.10': 'Ten.' });
    expect(groups[0].minors[0].summary).toBe('Eight.');
    expect(groups[1].minors[0].summary).toBe('Ten.');
    expect(groups[1].minors[1].summary).toBeNull();
  });

  it('ignores prereleases and malformed versions, and handles empty input', () => {
    const all = groupReleases(fixture).flatMap((g) => g.minors.flatMap((m) => m.releases.map((r) => r.version)));
    expect(all).not.toContain('8.1.0-rc.0');
    expect(all).not.toContain('not-a-version');
    expect(all).toHaveLength(6);
    expect(groupReleases([])).toEqual([]);
  });
});

const renderIn = (version: 'v8' | 'v7', locale: 'en' | 'ja' = 'en') =>
  renderElement(<ReleaseNotes />, { locale, version, file: 'reference/release-notes.mdx', repoPath: 'test' });

describe('ReleaseNotes on the real data', () => {
  const html = renderIn('v8');
  const stable = (releases as Release[]).map((r) => r.version);

  it('has data for every major from 4 to 8 and a summary for each minor from 4.0 to the latest 8.x', () => {
    const majors = new Set(stable.map((v) => semver(v)[0]));
    for (const m of [4, 5, 6, 7, 8]) expect(majors.has(m)).toBe(true);
    const minors = new Set(stable.map((v) => v.split('.').slice(0, 2).join('.')));
    for (const minor of minors) {
      const [major] = semver(minor);
      if (major >= 4 && major <= 8) expect(Object.keys(summaries)).toContain(minor);
    }
  });

  it('is sorted newest first in the data file and contains no prereleases', () => {
    expect(stable.every((v) => /^\d+\.\d+\.\d+$/.test(v))).toBe(true);
    expect([...stable].sort(newerFirst)).toEqual(stable);
  });

  it('renders one h2 per major in descending order, with ids v8, v7…', () => {
    const ids = [...html.matchAll(/<h2 id="(v\d+)"/g)].map((m) => m[1]);
    const expected = [...new Set(stable.map((v) => `v${semver(v)[0]}`))];
    expect(ids).toEqual(expected);
    expect(ids.indexOf('v8')).toBeLessThan(ids.indexOf('v7'));
    expect(ids.indexOf('v5')).toBeLessThan(ids.indexOf('v4'));
  });

  it('renders every release once, newest first, with a link to its GitHub release', () => {
    const rendered = [
      ...html.matchAll(/href="https:\/\/github\.com\/ionic-team\/ionic-framework\/releases\/tag\/v([^"]+)"/g),
    ].map((m) => m[1]);
    expect(rendered).toEqual(stable);
    expect(html).toContain(`href="${RELEASE_TAG_URL}8.0.0"`);
  });

  it('places each minor under its major with its summary', () => {
    const v8 = html.indexOf('<h2 id="v8"');
    const v7 = html.indexOf('<h2 id="v7"');
    const m80 = html.indexOf('<h3 id="v8-0"');
    const m78 = html.indexOf('<h3 id="v7-8"');
    expect(v8).toBeGreaterThan(-1);
    expect(m80).toBeGreaterThan(v8);
    expect(m80).toBeLessThan(v7);
    expect(m78).toBeGreaterThan(v7);
    expect(html).toContain('ion-input-password-toggle');
  });

  it('lists only Ionic 7 and older in the v7 docs, with Japanese labels on Japanese pages', () => {
    const v7 = renderIn('v7', 'ja');
    expect(v7).not.toContain('<h2 id="v8"');
    expect(v7).toContain('<h2 id="v7"');
    expect(v7).toContain('aria-label="メジャーバージョン"');
  });
});

import { checkDates, dropCopyDates, isStable, MIN_MAJOR, stableReleases } from '../../scripts/releases.mjs';

const doc = (versions: Record<string, string>) => ({
  versions: Object.fromEntries(Object.keys(versions).map((v) => [v, {}])),
  time: versions,
});

describe('release-notes script', () => {
  it('keeps plain x.y.z versions only', () => {
    expect(['8.0.0', '10.2.31'].map(isStable)).toEqual([true, true]);
    expect(['8.0.0-rc.1', '8.0.0-nightly.20240101', '8.0.0+build.1', 'v8.0.0', '8.0', '08.0.0'].map(isStable)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('lists stable releases from MIN_MAJOR up, newest first by version (not by string or input order)', () => {
    const releases = stableReleases(
      doc({
        '7.10.0': '2024-05-01T10:00:00Z',
        '7.9.2': '2024-04-01T10:00:00Z',
        '10.0.0': '2026-01-01T00:00:00Z',
        '8.0.0-rc.1': '2024-03-01T00:00:00Z',
        [`${MIN_MAJOR - 1}.9.9`]: '2018-01-01T00:00:00Z',
        '7.9.10': '2024-04-20T23:59:00Z',
      }),
    );
    expect(releases).toEqual([
      { version: '10.0.0', date: '2026-01-01' },
      { version: '7.10.0', date: '2024-05-01' },
      { version: '7.9.10', date: '2024-04-20' },
      { version: '7.9.2', date: '2024-04-01' },
    ]);
  });

  it('fails on a release without a publish time', () => {
    expect(() => stableReleases({ versions: { '8.1.0': {} }, time: {} })).toThrow(
      /no publish time for @ionic\/core@8.1.0/,
    );
  });

  it('drops mirror copy dates: crowded days and inverted pairs within a major', () => {
    const crowded = ['8.0.4', '8.0.3', '8.0.2', '8.0.1'].map((version) => ({ version, date: '2025-01-01' }));
    expect(dropCopyDates(crowded).map((r) => r.date)).toEqual([null, null, null, null]);
    const inverted = dropCopyDates([
      { version: '8.2.0', date: '2024-01-01' },
      { version: '8.1.0', date: '2024-02-01' },
      { version: '8.0.0', date: '2023-12-01' },
      { version: '7.0.0', date: '2024-06-01' },
    ]);
    expect(inverted.map((r) => r.date)).toEqual([null, null, '2023-12-01', '2024-06-01']);
  });

  it('warns when a newer patch is dated before the one below it', () => {
    expect(
      checkDates([
        { version: '8.1.2', date: '2024-01-01' },
        { version: '8.1.1', date: '2024-02-01' },
        { version: '8.1.0', date: null },
      ]),
    ).toEqual(['8.1: 8.1.2 (2024-01-01) is dated before 8.1.1 (2024-02-01)']);
  });
});

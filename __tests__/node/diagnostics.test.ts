import { DiagnosticsPublisher, formatDiagnostic, type Diagnostic } from '../../src/node/diagnostics';
import { showInOverlay } from '../../src/node/dev-overlay';

jest.mock('../../src/node/dev-overlay', () => ({ showInOverlay: jest.fn() }));

function reporter() {
  return { error: jest.fn(), warn: jest.fn(), info: jest.fn(), setErrorMap: jest.fn() };
}

const syntax: Diagnostic = {
  severity: 'error',
  file: 'content/docs/v8/intro/environment.mdx',
  line: 13,
  column: 1,
  message: 'Expected a closing tag for `<div>` (13:1-13:25)',
};
const link: Diagnostic = {
  severity: 'warning',
  file: 'content/docs/v8/theming/basics.mdx',
  line: 4,
  column: 9,
  message: 'link "/theming/colours" leads to no page; did you mean "/theming/colors"?',
};

describe('DiagnosticsPublisher', () => {
  beforeEach(() => (showInOverlay as jest.Mock).mockClear());

  it('prints each problem once while it lasts, naming file:line:column, and says when a file is fixed', () => {
    const publisher = new DiagnosticsPublisher('/repo');
    const r = reporter();
    publisher.publish([syntax, link], r);
    expect(r.error).toHaveBeenCalledTimes(1);
    expect(r.error.mock.calls[0][0]).toMatchObject({
      context: { sourceMessage: `content/docs/v8/intro/environment.mdx:13:1: ${syntax.message}` },
      filePath: '/repo/content/docs/v8/intro/environment.mdx',
      location: { start: { line: 13, column: 1 } },
    });
    expect(r.warn).toHaveBeenCalledWith(formatDiagnostic(link));

    publisher.publish([syntax, link], r); // the next run of createPages, same problems
    expect(r.error).toHaveBeenCalledTimes(1);
    expect(r.warn).toHaveBeenCalledTimes(1);

    publisher.publish([link], r);
    expect(r.info).toHaveBeenCalledWith('fixed: content/docs/v8/intro/environment.mdx');
  });

  it('shows the current errors in the overlay, and clears it when there are none', () => {
    const publisher = new DiagnosticsPublisher('/repo');
    publisher.publish([syntax, link], reporter());
    const shown = (showInOverlay as jest.Mock).mock.calls[0][0];
    expect(shown).toHaveLength(1); // warnings stay in the terminal
    expect(shown[0]).toMatchObject({
      level: 'ERROR',
      filePath: '/repo/content/docs/v8/intro/environment.mdx',
      location: { start: { line: 13, column: 1 } },
      text: expect.stringContaining('environment.mdx:13:1'),
    });
    publisher.publish([], reporter());
    expect((showInOverlay as jest.Mock).mock.calls[1][0]).toEqual([]);
  });

  it('formats a problem without a place as the file alone', () => {
    expect(formatDiagnostic({ severity: 'error', file: 'content/sidebars/v8.ts', message: 'x' })).toBe(
      'content/sidebars/v8.ts: x',
    );
  });
});

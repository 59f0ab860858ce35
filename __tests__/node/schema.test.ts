import { schemaTypes } from '../../src/node/schema';

describe('GraphQL types', () => {
  const sdl = schemaTypes();

  it('describes every type and every field (GraphiQL shows the descriptions)', () => {
    const lines = sdl.split('\n').map((l) => l.trim());
    const undescribed: string[] = [];
    let type = '';
    lines.forEach((line, i) => {
      const previous = lines[i - 1] ?? '';
      const described = previous.endsWith('"');
      const declared = /^(type|enum) (\w+)/.exec(line);
      if (declared) {
        type = declared[2];
        if (!described) undescribed.push(type);
      } else if (/^\w+: /.test(line) && !described) undescribed.push(`${type}.${line.split(':')[0]}`);
    });
    expect(undescribed).toEqual([]);
    expect(sdl).toContain('type Doc implements Node');
    expect(sdl.match(/^\s*\w+: /gm)?.length).toBeGreaterThan(15); // the check saw the fields
  });
});

// The few mdast shapes our remark plugins touch (MDX 2 / mdast 3).
export interface MdNode {
  type: string;
  value?: string;
  depth?: number;
  lang?: string | null;
  meta?: string | null;
  url?: string;
  name?: string | null;
  attributes?: { type: string; name: string; value?: unknown }[];
  children?: MdNode[];
  data?: Record<string, unknown>;
  position?: { start: { line: number; column: number }; end: { line: number; column: number } };
}

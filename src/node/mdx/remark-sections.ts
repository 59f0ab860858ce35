// Groups a page into <section class="doc-section">, one per `##` heading and what follows it,
// so the browser can skip layout and painting of sections off screen (content-visibility in
// global.css): a long guide costs little more than a short one on a phone.
import type { MdNode } from './mdast';

export default function remarkSections() {
  return (tree: MdNode) => {
    const out: MdNode[] = [];
    let section: MdNode | null = null;
    for (const node of tree.children ?? []) {
      if (node.type === 'heading' && node.depth === 2) {
        section = { type: 'docSection', data: { hName: 'section', hProperties: { className: ['doc-section'] } }, children: [] };
        out.push(section);
      }
      if (section && node.type !== 'mdxjsEsm') section.children!.push(node);
      else out.push(node);
    }
    tree.children = out;
  };
}

import type { DocVersion, SidebarsInput } from '../../src/lib/types';
import v7 from './v7';
import v8 from './v8';

export const sidebarsByVersion: Record<DocVersion, SidebarsInput> = { v8, v7 };

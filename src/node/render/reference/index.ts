export { ComponentApi } from './ComponentApi';
export { ComponentHistoryIntro } from './ComponentHistory';
export { IconReference } from './IconReference';
export { CliCommand } from './CliCommand';
export { NativePlugin } from './NativePlugin';
export { ReferenceIndex } from './ReferenceIndex';
export { SECTION_IDS, OTHER_IDS } from './ids';

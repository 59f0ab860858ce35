// Build-time reference data: the loaders gatsby-node calls. No Gatsby imports here.
export type {
  DocVersion,
  Locale,
  ReferencePage,
  TocHeading,
  ComponentData,
  ComponentProp,
  ComponentEvent,
  ComponentMethod,
  CssCustomProperty,
  NamedDoc,
  Deprecation,
  IconData,
  IconEntry,
  IconProperty,
  IconVariant,
  CliCommandData,
  CliInput,
  CliOption,
  NativePluginData,
  NativeMethod,
  NativeInterface,
  NativeProperty,
  NativeTypeAlias,
  NativeEnum,
  NativePluginConfig,
  ReadmeBlock,
  ReferenceIndexGroup,
  ReferenceIndexItem,
  ReferenceRender,
  AnyReferencePage,
} from '../../lib/reference-types';
export { loadComponentPages, componentSource, type ComponentLoadOptions } from './components';
export { componentCategories } from './categories';
export { loadIconPage, iconAssetCopies, ICON_ASSET_DIR, type IconLoadOptions } from './icons';
export { loadCliPages, commandSlug, type CliLoadOptions } from './cli';
export { loadNativePages, NATIVE_PLUGINS, type NativeLoadOptions } from './native';
export { componentIndexGroups, categoryIndexGroups } from './index-groups';
export { ReferenceDataError, clearReferenceCaches } from './packages';

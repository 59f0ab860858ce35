// What the head script takes from the build, given to start() (src/browser/inline/index.ts) as a literal by the
// bundler (src/node/head-script.ts), so the registries it comes from (locales with their UI
// strings, versions with their package facts) stay out of every page's head.
import { announcement } from '../../content/site/announcement';
import { VERSIONS } from './routes';
import { DEFAULT_ANNOUNCEMENT_ID } from './storage';

export interface HeadConfig {
  /** The announcement's id (content/site/announcement.ts): a new one shows again. */
  announcementId: string;
  /** The docs versions that exist: a stored preferred version must be one of them. */
  versions: string[];
}

export function headConfig(): HeadConfig {
  return { announcementId: announcement?.id ?? DEFAULT_ANNOUNCEMENT_ID, versions: [...VERSIONS] };
}

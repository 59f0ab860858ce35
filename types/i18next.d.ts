import 'i18next';

// Our i18next config sets returnNull: false, so t() always returns a string.
declare module 'i18next' {
  interface CustomTypeOptions {
    returnNull: false;
  }
}

/** Both headers' bars in one chunk, loaded by site-header.tsx (decision 0133). */
export { DesktopHeader } from './desktop-header';
export { MobileHeader } from './mobile-header';

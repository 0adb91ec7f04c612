/** The built public script's URL and CSS (scripts/islands-plugin.ts); null in the browser build. */
declare module 'virtual:islands' {
  export const publicScript: import('../../scripts/islands-plugin').PublicScript | null;
}

import type { Config } from '@react-router/dev/config';

/**
 * React Router 7 framework mode, SPA on Firebase Hosting (DESIGN §8): `ssr: false`.
 * Public routes get prerendered in issue 5; admin/upload stay client-only.
 */
export default {
  appDirectory: 'src/app',
  ssr: false,
} satisfies Config;

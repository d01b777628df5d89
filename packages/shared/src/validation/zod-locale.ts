import { z } from 'zod';

/**
 * Zod's own messages (a wrong type, an unknown enum value…) in Vietnamese. Imported once by the
 * server and the web entry points; the schemas' own messages take precedence.
 */
z.config(z.locales.vi());

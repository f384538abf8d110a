import { z } from 'zod';
import uk from 'zod/v4/locales/uk.js';

/**
 * Every schema of the contract is built with this `z`: zod's own messages (types, limits) speak
 * Ukrainian on the server and in the browser alike, and jitless mode keeps zod from probing
 * `new Function`, which the strict Content-Security-Policy of the web app forbids.
 */
z.config({ ...uk(), jitless: true });

export { z };

import { z } from 'zod';
import { zodMessage } from './zod-messages.ts';

/**
 * Every schema of the contract is built with this `z`: zod's own messages (types, limits) speak
 * Ukrainian on the server and in the browser alike, in the API's own words (zod-messages.ts), and
 * jitless mode keeps zod from probing `new Function`, which the web app's strict CSP forbids.
 */
z.config({ localeError: zodMessage, jitless: true });

export { z };

/**
 * V8's allocation-site pretenuring is off for this server. Pretenuring lets V8 allocate straight
 * into the old generation at a site whose objects outlived young collections. Here it tenured sites
 * that requests go through, and about 12 kB of every products list request reached the old
 * generation, though nothing keeps it past the request: mostly the page's JSON as the database
 * driver decoded it (V8's sampling heap profiler). So a full collection ran twice a second over the
 * server's 58 MB heap, and its marking steps made the list's p99. Off, next to nothing per request
 * gets there (v8-flags.api.test.ts). A million products, 10 connections on a category's list:
 * req/s 2 750-2 870 -> 3 120-3 250, p99 13.6-14.9 -> 6.3-7.2 ms, full collections in 8 s 14 -> 0-1.
 *
 * main.ts imports this first, before any of the server's own modules run. V8 reads the flag as it
 * collects: set here, it acts as `node --no-allocation-site-pretenuring` does (measured alike), and
 * holds however the server is started.
 */
import { setFlagsFromString } from 'node:v8';

setFlagsFromString('--no-allocation-site-pretenuring');

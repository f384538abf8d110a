/** Where the end-to-end server listens and which database it owns (dropped and made anew each run). */
export const e2ePort = Number(process.env.E2E_PORT ?? 3199);
export const e2eBaseUrl = `http://127.0.0.1:${e2ePort}`;
export const e2eDatabaseUrl = process.env.E2E_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/kramar_e2e';
export const e2eOwner = { email: 'owner@kramar.test', password: 'e2e-owner-password', name: 'Власник' };
export const e2eShopUrl = 'https://shop.example.test/';

/**
 * Where the API lives: `VITE_API_URL` (e.g. https://directory.example.org) or,
 * by default, the origin that served the SPA. The API sits under /api/frontend;
 * sign-in and sign-out under /auth (docs/product.md §7).
 */
const host = (import.meta.env.VITE_API_URL ?? '').replace(/\/+$/, '');

export const apiUrl = `${host}/api/frontend`;
export const authUrl = `${host}/auth`;
export const storageUrl = `${host}/storage`;

import type { AxiosInstance } from 'axios';
import type { AuthProvider } from 'react-admin';
import { mayAccess, type DistrictScope, type Role } from './access';
import { paths } from './endpoints';

export interface SignedInUser {
  id?: number;
  name: string;
  email: string;
  type?: number;
  /** Our server's accounts have a role and districts; the original backend's have neither. */
  role?: Role;
  districts?: DistrictScope;
}

/** Email and password; or a one-time sign-in link's token and the password it sets. */
type Credentials = { email: string; password: string } | { linkToken: string; password: string };

const statusOf = (error: unknown) => (error as { status?: number } | null)?.status;

/**
 * Sign-in against `POST /auth/login`; the session check asks `GET /user` once and
 * remembers the answer (docs/product.md §4: signed in only when both name and email are set);
 * a 401 from any call signs the administrator out.
 */
/** react-admin's provider, and the one-time sign-in link's two calls (our server only). */
export interface AppAuthProvider extends AuthProvider {
  linkOwner(token: string): Promise<{ name: string; email: string }>;
}

export function createAuthProvider(api: AxiosInstance, auth: AxiosInstance): AppAuthProvider {
  let user: SignedInUser | null = null;

  const fetchUser = async (): Promise<SignedInUser> => {
    if (user) return user;
    const { data } = await api.get(paths.user);
    const body = (data?.data ?? data) as Partial<SignedInUser>;
    if (!body?.name || !body?.email) throw new Error('Not signed in');
    user = {
      id: body.id,
      name: body.name,
      email: body.email,
      type: body.type ?? 0,
      role: body.role,
      districts: body.districts ?? null,
    };
    return user;
  };

  return {
    async login(credentials: Credentials) {
      user = null;
      if ('linkToken' in credentials)
        await auth.post(paths.link(credentials.linkToken), { password: credentials.password });
      else
        await auth.post(paths.login, { email: credentials.email, password: credentials.password });
      await fetchUser();
    },

    /** `{ everywhere: true }` ends every session of the account (our server only). */
    async logout(params?: { everywhere?: boolean }) {
      const wasSignedIn = user !== null;
      user = null;
      if (!wasSignedIn) return;
      try {
        await auth.post(params?.everywhere ? paths.logoutEverywhere : paths.logout);
      } catch {
        // The session is gone either way; the login screen follows.
      }
    },

    async checkAuth() {
      await fetchUser();
    },

    async checkError(error: unknown) {
      if (statusOf(error) === 401) {
        user = null;
        throw error;
      }
    },

    /** Whose the sign-in link is (name, email); rejects when it is not valid any more. */
    async linkOwner(token: string): Promise<{ name: string; email: string }> {
      const { data } = await auth.get(paths.link(token));
      return (data as { data: { name: string; email: string } }).data;
    },

    async getIdentity() {
      const { id, name, email, role, districts } = await fetchUser();
      return { id: id ?? email, fullName: name, email, role, districts };
    },

    /** What the account's role may do (react-admin hides its own buttons and pages by it). */
    async canAccess({ action, resource }: { action: string; resource?: string }) {
      return mayAccess((await fetchUser()).role, { action, resource });
    },
  };
}

import type { AxiosInstance } from 'axios';
import type { AuthProvider } from 'react-admin';
import { mayAccess, type DistrictScope, type Role } from './access';
import { takeEarlySessionCheck } from './earlySessionCheck';
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
 * Sign-in against `POST /auth/login`; the session check asks `GET /user` once (or
 * takes the answer index.html asked for early) and remembers it (docs/product.md §4: signed in only when both name and email are set);
 * a 401 from any call signs the administrator out.
 */
/** react-admin's provider, and the one-time sign-in link's two calls (our server only). */
export interface AppAuthProvider extends AuthProvider {
  linkOwner(token: string): Promise<{ name: string; email: string }>;
  /**
   * Whether index.html's early session check says signed in, without asking the
   * server itself: false when it says not, or did not start.
   */
  signedInEarly(): Promise<boolean>;
}

export function createAuthProvider(api: AxiosInstance, auth: AxiosInstance): AppAuthProvider {
  let user: SignedInUser | null = null;
  // The first check takes the answer index.html asked for before the scripts ran.
  let early = takeEarlySessionCheck();
  // Checks made while one is on its way (the frame, the menu, the page) share its answer.
  let asking: Promise<SignedInUser> | undefined;

  /** The account in `GET /user`'s answer; null when it is not a signed-in one. */
  const bodyOf = (answer: unknown) => {
    const data = answer as ({ data?: Partial<SignedInUser> } & Partial<SignedInUser>) | null;
    const body = data?.data ?? data;
    return body?.name && body?.email ? { ...body, name: body.name, email: body.email } : null;
  };

  const askUser = async (): Promise<SignedInUser> => {
    const started = early;
    early = undefined;
    const body = bodyOf((started && (await started)) ?? (await api.get(paths.user)).data);
    if (!body) throw new Error('Not signed in');
    const signedIn: SignedInUser = {
      id: body.id,
      name: body.name,
      email: body.email,
      type: body.type ?? 0,
      role: body.role,
      districts: body.districts ?? null,
    };
    user = signedIn;
    return signedIn;
  };

  const fetchUser = async (): Promise<SignedInUser> =>
    user ?? (asking ??= askUser().finally(() => (asking = undefined)));

  return {
    async login(credentials: Credentials) {
      user = null;
      asking = undefined;
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

    async signedInEarly() {
      if (user) return true;
      if (asking)
        return asking.then(
          () => true,
          () => false,
        );
      const started = early;
      return started ? bodyOf(await started) !== null : false;
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

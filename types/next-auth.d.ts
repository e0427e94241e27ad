import 'next-auth';
import 'next-auth/jwt';

declare module 'next-auth' {
  interface Session {
    user?: { id?: string; name?: string | null; email?: string | null; image?: string | null; role?: 'user' | 'writer' | 'editor' | 'admin' };
  }
}

declare module 'next-auth/jwt' {
  interface JWT {
    role?: 'user' | 'writer' | 'editor' | 'admin';
    authTime?: number;
    /** Set when Remember Me was not checked: the session ends at this instant (ms). */
    expiresAt?: number;
  }
}

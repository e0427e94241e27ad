import NextAuth from 'next-auth';
import { authOptions } from '@/lib/auth/options';

type Context = { params: Promise<{ nextauth: string[] }> };

// GET/POST /api/auth/* – next-auth (sessions, credentials and Google sign-in); options resolved at request time, never at build
async function handler(request: Request, context: Context) {
  return NextAuth(request as never, context as never, authOptions());
}

export { handler as GET, handler as POST };

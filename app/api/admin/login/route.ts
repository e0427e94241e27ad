import { NextResponse } from 'next/server';
import { z } from '@/lib/zod';
import { checkPasswordLogin } from '@/lib/accounts/sign-in-with-password';
import { isStaffRole } from '@/lib/auth/permissions';
import { rememberedDeviceCookie } from '@/lib/auth/remembered-device';
import { recordStaffSignIn } from '@/lib/auth/staff-sign-in';
import { signApiToken } from '@/lib/auth/tokens';
import { AppError } from '@/lib/errors';
import { parseInput, readJson, toErrorResponse } from '@/lib/http/handler';
import { clientIp } from '@/lib/security/rate-limit';

const adminLoginSchema = z.object({
  email: z.string({ error: 'Email and password are required.' }).trim().min(1, { error: 'Email and password are required.' }).max(320),
  password: z.string({ error: 'Email and password are required.' }).min(1, { error: 'Email and password are required.' }).max(1024),
});

// POST /api/admin/login – {email, password} → 200 {success: true, token, role} for newsroom staff (writer, editor, admin); {success: false} otherwise (rate limited)
export async function POST(request: Request) {
  try {
    const { email, password } = parseInput(adminLoginSchema, await readJson(request));
    // The admin login page's limit (lib/auth/options.ts): one count per address and per account.
    const user = await checkPasswordLogin({ email, password, ip: clientIp(request), limit: 'adminLogin', cookies: request.headers.get('cookie') });
    // A reader's correct password gets the same answer as a wrong one: no account probing.
    if (!user || !isStaffRole(user.role)) throw new AppError('unauthorized', 'Invalid username or password. Please try again.');
    await recordStaffSignIn(user, 'token');
    return NextResponse.json({ success: true, token: await signApiToken(user), role: user.role }, { headers: { 'Cache-Control': 'no-store', 'Set-Cookie': rememberedDeviceCookie(email) } });
  } catch (error) {
    const response = toErrorResponse(error, request);
    const body = (await response.json()) as Record<string, unknown>;
    const headers = new Headers();
    for (const name of ['retry-after', 'x-request-id']) {
      const value = response.headers.get(name);
      if (value) headers.set(name, value);
    }
    return NextResponse.json({ success: false, ...body }, { status: response.status, headers });
  }
}

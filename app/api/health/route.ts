import { NextResponse } from 'next/server';

export const dynamic = 'force-dynamic';

// GET /api/health – liveness: the process answers (no I/O, so a slow database never restarts it)
export function GET() {
  return NextResponse.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } });
}

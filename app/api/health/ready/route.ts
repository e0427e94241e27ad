import { NextResponse } from 'next/server';
import { checkReadiness } from '@/lib/ops/readiness';

export const dynamic = 'force-dynamic';

// GET /api/health/ready – readiness: 200 when this instance can serve (database reachable and migrated, Redis when configured), 503 otherwise and while draining
export async function GET() {
  const readiness = await checkReadiness();
  return NextResponse.json(readiness, { status: readiness.status === 'ready' ? 200 : 503, headers: { 'Cache-Control': 'no-store' } });
}

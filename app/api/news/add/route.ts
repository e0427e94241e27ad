import { addNewsHandler } from '@/lib/news/news-admin-handlers';

// POST /api/news/add – an admin publishes a news item (multipart, photo required) → 201
export const POST = addNewsHandler;

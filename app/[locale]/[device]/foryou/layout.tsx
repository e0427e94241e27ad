import { ClientMessages } from '@/components/layout/client-messages';

/** For you's cards carry the feed's client islands (Bookmark), which read the `feed` messages. */
export default async function ForYouLayout({ children, params }: { children: React.ReactNode; params: Promise<{ locale: string }> }) {
  return <ClientMessages locale={(await params).locale} namespaces={['feed', 'reader.topics']}>{children}</ClientMessages>;
}

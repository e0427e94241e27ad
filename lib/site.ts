/** Links the footer shows (SPEC §2): the six social destinations. Replace with the site's own pages. */
export const SOCIAL_LINKS = [
  { id: 'linkedin', href: 'https://www.linkedin.com/' },
  { id: 'telegram', href: 'https://telegram.org/' },
  { id: 'x', href: 'https://x.com/' },
  { id: 'instagram', href: 'https://www.instagram.com/' },
  { id: 'facebook', href: 'https://www.facebook.com/' },
  { id: 'feedback', href: 'https://forms.gle/' },
] as const;

export const PLACEHOLDER_IMAGE = '/images/placeholder-news.svg';

/**
 * /privacy: the company's privacy policy. Staff's published `privacy` page post (the
 * admin's Pages section), else the built-in policy written from the company details in effect
 * (contract content/site-pages.ts: what the request form collects and why, who sees it, how long
 * requests are kept, how to have them erased, the contact). Linked from the footer of every page
 * and from the request form's consent line; listed in sitemap.xml (contract site-pages.ts).
 */
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { builtInPageContent } from '@site/contract/content/site-pages';
import { HtmlContent } from '../../components/ui/html-content';
import { PageHero } from '../../components/layouts/page-hero';
import { paths } from '../../config/paths';
import { pageHead, titleOf } from '../../lib/page-head';
import { siteDataOf, useSiteData } from '../../lib/site-data';
import type { Route } from './+types/privacy';

/** Head of the privacy page. */
export function meta({ matches }: Route.MetaArgs) {
  const siteSettings = siteDataOf(matches)?.settings;
  if (!siteSettings) return [];
  return pageHead(siteSettings, {
    title: titleOf('Privacy Policy', siteSettings),
    description: `How ${siteSettings.companyName} handles the requests, contact details and photos you send through this website, how long they are kept and how to have them erased.`,
    path: paths.privacy,
    crumbs: [{ name: 'Privacy policy', path: paths.privacy }],
  });
}

/** Route module: the privacy policy. */
export default function PrivacyRoute() {
  const { settings, pages } = useSiteData();
  const builtIn = builtInPageContent('privacy', settings);
  const published = pages.privacy;
  const html = published?.bodyHtml?.trim() ? published.bodyHtml : builtIn.content;
  return (
    <>
      <PageHero overline={settings.companyName} title={published?.title ?? builtIn.title} />
      <Container sx={{ py: { xs: 5, md: 8 }, maxWidth: { md: 820 } }}>
        <HtmlContent html={html} />
        {published && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 4 }}>
            Last updated{' '}
            {new Date(published.updatedAt).toLocaleDateString('en-US', {
              year: 'numeric',
              month: 'long',
              day: 'numeric',
              timeZone: 'America/New_York',
            })}
            .
          </Typography>
        )}
      </Container>
    </>
  );
}

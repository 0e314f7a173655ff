import { site } from '../../config/site';
import { ButtonLink } from '../ui/Button';
import { Hero } from '../ui/Hero';
import { Section } from '../ui/Section';

const helpfulLinks = [
  { href: '/products', label: 'Browse all products' },
  { href: '/your-perfect-climate', label: 'Work out the right size for a room' },
  { href: '/where-to-buy', label: 'Find a dealer near you' },
  { href: '/faqs', label: 'Read the FAQs' },
  { href: '/contact-us', label: 'Contact us' },
] as const;

function HelpfulLinks() {
  return (
    <Section title="Where to next">
      <ul>
        {helpfulLinks.map((link) => (
          <li key={link.href}>
            <a href={link.href}>{link.label}</a>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function NotFoundPage() {
  return (
    <>
      <Hero
        eyebrow="Error 404"
        title="We couldn’t find that page"
        lead="The link may be old, or the product may have been replaced by a newer model. These pages will get you back on track."
        actions={<ButtonLink href="/">Go to the home page</ButtonLink>}
        variant="plain"
      />
      <HelpfulLinks />
    </>
  );
}

export function ServerErrorPage() {
  return (
    <>
      <Hero
        eyebrow="Error 500"
        title="Something went wrong on our side"
        lead={`We have been notified. Please try again in a minute; if you were sending us a form, nothing was sent twice. Or call ${site.phone.display} and we will help straight away.`}
        actions={<ButtonLink href="/">Go to the home page</ButtonLink>}
        variant="plain"
      />
      <HelpfulLinks />
    </>
  );
}

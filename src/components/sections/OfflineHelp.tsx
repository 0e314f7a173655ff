import { site } from '../../config/site';
import { Section } from '../ui/Section';

/** The offline page's lasting copy: what still works without a connection, and how to reach us. */
export function OfflineHelp() {
  return (
    <>
      <Section title="What still works offline">
        <ul className="prose">
          <li>
            <a href="/">The home page</a>, <a href="/products">the product range</a> and{' '}
            <a href="/your-perfect-climate">the sizing tool</a>, saved on this device when you first visited.
          </li>
          <li>Pages you have already opened, as they were when you last saw them.</li>
          <li>
            The request forms: get a quote, request an installer and contact us, even if you have never opened
            them. Send one as usual and we keep it on this device, then send it for you once you’re back
            online.
          </li>
          <li>
            Every product page, fault code and owner’s guide, if you kept the catalogue on this device.{' '}
            <a href="/app">The Cirrus Climate app</a> explains how, and how to install the site as an app.
          </li>
        </ul>
      </Section>
      <Section title="Talk to us" tone="muted">
        <div className="prose">
          <p>
            A phone call doesn’t need a data connection: call{' '}
            <a href={`tel:${site.phone.dial}`}>{site.phone.display}</a>.
          </p>
          <ul>
            {site.openingHours.map((slot) => (
              <li key={slot.days}>
                {slot.days}: {slot.hours}
              </li>
            ))}
          </ul>
        </div>
      </Section>
    </>
  );
}

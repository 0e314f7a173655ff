import { site } from '../../config/site';
import { Section } from '../ui/Section';

/** The offline page's lasting copy: what still works without a connection, and how to reach us. */
export function OfflineHelp() {
  return (
    <>
      <Section title="What still works offline">
        <ul className="prose">
          <li>
            <a href="/">The home page</a> and <a href="/products">the product range</a>, saved on this device
            when you first visited.
          </li>
          <li>Pages you have already opened, as they were when you last saw them.</li>
          <li>
            Forms already open on your screen: get a quote, request an installer, contact us and warranty
            registration. Send one as usual and we keep it on this device, then send it for you once you’re
            back online.
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

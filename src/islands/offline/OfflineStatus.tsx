/**
 * The live part of the offline page, its headline included, so the page says one thing and the true
 * one: offline, or back online (opened with a connection, it never says "You're offline" once it
 * runs); and what became of a form the worker saved (the worker sends visitors to
 * `/offline?queued=1` after queuing their post). Before hydration it shows the offline message,
 * which is why the page is usually on screen.
 */
import { useEffect, useState } from 'react';
import { Button, ButtonLink } from '../../components/ui/Button';
import { Callout } from '../../components/ui/Callout';
import { Hero } from '../../components/ui/Hero';
import { FORM_DELIVERY_EVENT, FORM_SENT, type FormDelivery } from '../../service-worker/messages';

function useOnline(): boolean | null {
  const [online, setOnline] = useState<boolean | null>(null);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

function useDelivery(): FormDelivery | null {
  const [delivery, setDelivery] = useState<FormDelivery | null>(null);
  useEffect(() => {
    const onDelivery = (event: Event) => {
      event.preventDefault(); // shown here: the site-wide notice stays hidden
      setDelivery((event as CustomEvent<FormDelivery>).detail);
    };
    document.addEventListener(FORM_DELIVERY_EVENT, onDelivery);
    return () => document.removeEventListener(FORM_DELIVERY_EVENT, onDelivery);
  }, []);
  return delivery;
}

/** The page's headline: offline until the browser says the connection is there. */
function Headline({ online }: { online: boolean | null }) {
  return online ? (
    <Hero
      eyebrow="Connected"
      title="You’re back online"
      lead="Your connection is working again, so every page of the site can load."
      variant="plain"
    />
  ) : (
    <Hero
      eyebrow="No connection"
      title="You’re offline"
      lead="We can’t reach the internet from this device right now. Some of the site still works, and nothing you send is lost."
      variant="plain"
    />
  );
}

export function OfflineStatus() {
  const online = useOnline();
  const delivery = useDelivery();
  const [queued, setQueued] = useState(false);
  const [here, setHere] = useState(true);
  useEffect(() => {
    setQueued(new URLSearchParams(location.search).has('queued'));
    // Shown in place of another page (the address stays): "Try again" reloads that page.
    setHere(location.pathname === '/offline');
  }, []);
  useEffect(() => {
    if (online !== null)
      document.title = `${online ? 'You’re back online' : 'You’re offline'} | Cirrus Climate`;
  }, [online]);

  return (
    <>
      <Headline online={online} />
      <div className="container">
        <Status online={online} delivery={delivery} queued={queued} here={here} />
      </div>
    </>
  );
}

interface StatusProps {
  online: boolean | null;
  delivery: FormDelivery | null;
  queued: boolean;
  /** The offline page was opened at its own address, not in place of another page. */
  here: boolean;
}

function Status({ online, delivery, queued, here }: StatusProps) {
  if (delivery?.type === FORM_SENT) {
    return (
      <Callout tone="success" role="status" title="Sent: your request has reached us">
        <p>Thank you. There’s nothing more to do; we’ll be in touch.</p>
        {delivery.location ? <ButtonLink href={delivery.location}>See the confirmation</ButtonLink> : null}
      </Callout>
    );
  }
  if (delivery) {
    return (
      <Callout tone="danger" role="status" title="We couldn’t send your saved request">
        <p>Some details need another look. Please open the form and send it again.</p>
        <ButtonLink href={delivery.form}>Open the form</ButtonLink>
      </Callout>
    );
  }
  if (queued) {
    return (
      <Callout tone="success" role="status" title="Saved: we’ll send it when you’re back online">
        <p>
          We couldn’t reach our server, so your request is saved on this device. It will be sent automatically
          as soon as you’re online again and open any page of this site. There’s no need to send it twice.
        </p>
        {online ? <p>You’re back online: sending it now…</p> : null}
      </Callout>
    );
  }
  if (online) {
    return (
      <Callout tone="success" role="status" title="You’re back online">
        {here ? (
          <ButtonLink href="/">Go to the home page</ButtonLink>
        ) : (
          <>
            <p>Try the page again.</p>
            <Button onClick={() => location.reload()}>Try again</Button>
          </>
        )}
      </Callout>
    );
  }
  return (
    <Callout tone="info" role="status" title="You’re offline">
      <p>This page hasn’t been saved on this device yet. Check your Wi-Fi or mobile data, then try again.</p>
    </Callout>
  );
}

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { embeddedData } from './data';
import { loadSiteMessages, preferredLocale } from './messages';
import { SiteApp } from './SiteApp';
import './site.css';

const data = embeddedData();
const locale = preferredLocale();
// English is in this file; another language is one small file, fetched before the first render so nothing flickers.
void loadSiteMessages(locale).then((messages) =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <SiteApp data={data} initialLocale={locale} initialMessages={messages} />
    </StrictMode>,
  ),
);

import { prospectPageMessages } from '@showroom/contract';
import { ThemeProvider } from '@showroom/ui';
import { readPageData } from './client.ts';
import { ProspectPage } from './ProspectPage.tsx';

/** The page from the data the audience host wrote into it; data that does not read says the link is not available. */
export function ProspectPageRoot() {
  const data = readPageData(document);
  return (
    <ThemeProvider>
      {data ? (
        <ProspectPage data={data} />
      ) : (
        <main>
          <h1>{prospectPageMessages.notAvailableTitle}</h1>
          <p>{prospectPageMessages.notAvailableBody}</p>
        </main>
      )}
    </ThemeProvider>
  );
}

import { type ProspectPageData, prospectPageMessages } from '@showroom/contract';
import { ThemeProvider } from '@showroom/ui';
import { ProspectPage } from './ProspectPage/index.ts';

/**
 * The page from the data the audience host wrote into it (`readPageData`), in the browser and in
 * the host's first screen (firstScreen.tsx) alike; data that does not read says the link is not
 * available.
 */
export function ProspectPageRoot({ data }: { data: ProspectPageData | null }) {
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

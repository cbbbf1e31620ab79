import type { TypedAnswer } from '@showroom/contract';
import { useToast } from '@showroom/ui';
import { useMemo } from 'react';
import { downloadFile } from '../contacts/csv/downloadFile.ts';
import { analyticsMessages } from './messages.ts';
import { audienceQuestionsCsv, questionsFileName } from './questionsCsv.ts';

/**
 * The analytics machine's effects that the page and the stories share: the Audience Questions
 * download (spec 3 §2.11; 'Error downloading URLs' when the file cannot be made, §8) and
 * 'No Data To Download' when there is no typed answer.
 */
export function useAnalyticsEffects() {
  const toast = useToast();
  return useMemo(
    () => ({
      downloadQuestions: (_: unknown, params: { rows: TypedAnswer[]; widget: string }) => {
        try {
          const csv = audienceQuestionsCsv(params.rows);
          downloadFile(questionsFileName(params.widget), new Blob([csv], { type: 'text/csv;charset=utf-8' }));
        } catch {
          toast.error(analyticsMessages.downloadError);
        }
      },
      notifyNothingToDownload: () => toast.error(analyticsMessages.noDataToDownload),
    }),
    [toast],
  );
}

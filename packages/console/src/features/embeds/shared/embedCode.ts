import { type EmbedCodeParts, type EmbedKind, getEmbedLoaders, getEmbedPicture } from '@showroom/contract';
import { embedCodeMachine } from '@showroom/machines';
import { clipboardWriteText } from '@showroom/ui';
import { fromPromise } from 'xstate';
import { client } from '../../../api/client.ts';

export const writeText = fromPromise<void, { text: string }>(({ input }) => clipboardWriteText(input.text));

/**
 * The embed-code dialog's machine with its real calls, for the list and the Sneakpeek form alike:
 * the kind's loader version and integrity and the widget's picture for the snippet (issue 12).
 * The picture only makes the pasted code paint sooner: without it the loader draws the thumbnail.
 */
export const embedCode = embedCodeMachine.provide({
  actors: {
    writeText,
    loadParts: fromPromise<EmbedCodeParts, { kind: EmbedKind; id: string }>(async ({ input }) => {
      const [loaders, picture] = await Promise.all([
        client.call(getEmbedLoaders, {}),
        client.call(getEmbedPicture, { params: input }),
      ]);
      if (loaders.status !== 'success') throw new Error(loaders.message);
      return {
        loader: loaders.payload[input.kind],
        picture: picture.status === 'success' ? picture.payload : null,
      };
    }),
  },
});

/**
 * A picture an entry names by a typed path (a hero's `image`), shown beside its field as the gallery
 * shows an upload: its thumbnail and size, read from the file as saved in the editing checkout
 * (src/server/editor/content-image-route.ts), and the fit warnings of the slot it fills. A path that
 * names no saved picture says so: the build would refuse it.
 */
import { Flex } from '@keystar/ui/layout';
import { Text } from '@keystar/ui/typography';
import { contentImagePath, contentImageUrl } from '../lib/editor/content-image-url.ts';
import type { ImageSlot } from './image-fit.ts';
import { FitWarnings, useDecodedSize } from './picture-preview.tsx';

export function SavedPicture(props: { reference: string; folder: string; slot: ImageSlot }) {
  const file = contentImagePath(props.folder, props.reference.trim());
  const url = file ? contentImageUrl(file) : undefined;
  const { size, failed } = useDecodedSize(url);
  const frame = { width: 128, height: 96, borderRadius: 6, flexShrink: 0, background: '#f1f1f1' };
  return (
    <Flex gap="regular" alignItems="start">
      {size && url ? (
        // The text beside it says what it is: the thumbnail itself is decorative here.
        <img src={url} alt="" style={{ ...frame, objectFit: 'cover' }} />
      ) : (
        <div style={frame} />
      )}
      <Flex direction="column" gap="small" flex>
        <Text size="small" color="neutralSecondary">
          {size
            ? `The saved picture, ${size.width} × ${size.height} px`
            : failed || !file
              ? 'No saved picture at this path: save the file beside the entry first, or correct the path.'
              : 'Loading the saved picture…'}
        </Text>
        <FitWarnings size={size} slot={props.slot} />
      </Flex>
    </Flex>
  );
}

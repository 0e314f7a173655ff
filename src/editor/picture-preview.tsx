/**
 * A chosen picture seen in the editor before it is saved: its thumbnail (an object URL of the file's
 * bytes, which Keystatic holds in the form) and its natural size, read by the browser decoding it,
 * with the warnings of image-fit.ts beside it when it is too small or the wrong shape for its slot.
 */
import { Flex } from '@keystar/ui/layout';
import { Notice } from '@keystar/ui/notice';
import { Text } from '@keystar/ui/typography';
import type { ComponentSchema } from '@keystatic/core';
import { useEffect, useState } from 'react';
import { type ImageSlot, imageFitWarnings } from './image-fit.ts';

type Size = { width: number; height: number } | undefined;

/** What Keystatic's image field holds for a chosen file (null until one is chosen). */
export type ChosenImage = { data: Uint8Array; extension: string; filename: string } | null;

/** An object URL of the picture's bytes while it is shown; revoked when it changes or goes. */
export function useObjectUrl(image: ChosenImage): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!image) {
      setUrl(undefined);
      return;
    }
    const type = `image/${image.extension === 'jpg' ? 'jpeg' : image.extension}`;
    const next = URL.createObjectURL(new Blob([image.data as Uint8Array<ArrayBuffer>], { type }));
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [image]);
  return url;
}

/** The picture's natural size, px, once the browser has decoded it; `failed` when it cannot. */
export function useDecodedSize(url: string | undefined): { size?: Size; failed: boolean } {
  const [state, setState] = useState<{ size?: Size; failed: boolean }>({ failed: false });
  useEffect(() => {
    setState({ failed: false });
    if (!url) return;
    let current = true;
    const probe = new Image();
    probe.onload = () => {
      if (current)
        setState({ size: { width: probe.naturalWidth, height: probe.naturalHeight }, failed: false });
    };
    probe.onerror = () => {
      if (current) setState({ failed: true });
    };
    probe.src = url;
    return () => {
      current = false;
    };
  }, [url]);
  return state;
}

/** The picture's natural size, px, once the browser has decoded it. */
export const useNaturalSize = (url: string | undefined): Size => useDecodedSize(url).size;

/** The fit warnings of a picture of `size` in `slot`, as a caution notice; nothing when it fits. */
export function FitWarnings({ size, slot }: { size: Size; slot: ImageSlot }) {
  const warnings = size ? imageFitWarnings(size, slot) : [];
  // The live region is always there, so a warning that appears after choosing a file is announced.
  return (
    <div role="status">
      {warnings.length > 0 ? (
        <Notice tone="caution">
          <Flex direction="column" gap="regular">
            {warnings.map((warning) => (
              <Text key={warning}>{warning}</Text>
            ))}
          </Flex>
        </Notice>
      ) : null}
    </div>
  );
}

type ImageInput = (props: { value: ChosenImage }) => ReturnType<typeof FitWarnings>;

function ImageWithWarnings(props: { value: ChosenImage; input: ImageInput; slot: ImageSlot }) {
  const { input: Input, slot, ...inputProps } = props;
  const size = useNaturalSize(useObjectUrl(props.value));
  return (
    <>
      <Input {...inputProps} />
      <FitWarnings size={size} slot={slot} />
    </>
  );
}

/** An image field with its fit warnings below its input (heroes; a gallery's cards show their own). */
export function withFitWarnings<Field extends ComponentSchema>(field: Field, slot: ImageSlot): Field {
  if (field.kind !== 'form') return field;
  const input = field.Input as ImageInput;
  return {
    ...field,
    Input(props: { value: ChosenImage }) {
      return <ImageWithWarnings {...props} input={input} slot={slot} />;
    },
  };
}

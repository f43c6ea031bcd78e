// A picture of a question of the bank (its text, an option or the solution), as the bank stored
// it (a WebP at most 1200 px wide), never wider than its column.
import { questionPictureUrl } from "@app/shared/question-bank";
import { Image } from "@mantine/core";

export function QuestionPicture({
  name,
  alt,
  small = false,
}: {
  /** The stored picture's name. */
  name: string;
  alt: string;
  /** An option's picture: smaller than the question's. */
  small?: boolean;
}) {
  return (
    <Image
      src={questionPictureUrl(name)}
      alt={alt}
      w="auto"
      maw="100%"
      mah={small ? 160 : 360}
      fit="contain"
      radius="sm"
      loading="lazy"
      style={{ alignSelf: "flex-start" }}
    />
  );
}

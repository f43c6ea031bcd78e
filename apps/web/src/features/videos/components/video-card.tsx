// One video: a light thumbnail first; YouTube's player loads only once the visitor asks for it.
import { useLingui } from "@lingui/react/macro";
import { Card, Text, Title, type TitleOrder } from "@mantine/core";
import { IconPlayerPlayFilled } from "@tabler/icons-react";
import { useId, useState } from "react";
import { embedUrl, thumbnailUrl, type Video } from "../videos";
import classes from "./video-card.module.css";

export function VideoCard({ video, titleOrder = 2 }: { video: Video; titleOrder?: TitleOrder }) {
  const { t, i18n } = useLingui();
  const [playing, setPlaying] = useState(false);
  const title = i18n._(video.title);
  const [thumbnailFailed, setThumbnailFailed] = useState(false);
  const titleId = useId();

  return (
    <Card withBorder padding="md" component="article" aria-labelledby={titleId}>
      <Card.Section className={classes.frame}>
        {playing ? (
          <iframe
            // Keyboard users continue inside the player that replaced the button they pressed.
            ref={(frame) => frame?.focus()}
            src={embedUrl(video)}
            title={title}
            allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
            allowFullScreen
            // The site sends no referrer; YouTube's player refuses to start without one.
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <button
            type="button"
            className={classes.play}
            aria-label={t`Play ${title}`}
            onClick={() => setPlaying(true)}
          >
            {/* First, so that the visible text reads "Play <title>" like the button's name. */}
            <span className={classes.badge} aria-hidden="true">
              <IconPlayerPlayFilled size={16} />
              {/* The space keeps "Play" and the title two words for axe's label-in-name check. */}
              {`${t`Play`} `}
            </span>
            {/* A failed thumbnail stays in the page, hidden: it can fail as React takes the
                page over, and a press whose element left the page under the pointer makes no
                click (Chromium), so the visitor's press would be lost. */}
            <img
              // A thumbnail that failed before React took over the server's HTML (decision 022)
              // fired its error with nobody listening: a broken image is complete with no size.
              ref={(image) => {
                if (image?.complete && image.naturalWidth === 0 && image.currentSrc !== "") {
                  setThumbnailFailed(true);
                }
              }}
              className={classes.thumbnail}
              src={thumbnailUrl(video)}
              alt=""
              width={480}
              height={360}
              loading="lazy"
              decoding="async"
              hidden={thumbnailFailed}
              onError={() => setThumbnailFailed(true)}
            />
            {thumbnailFailed && (
              <span className={classes.placeholder} data-testid="video-placeholder">
                {title}
              </span>
            )}
          </button>
        )}
      </Card.Section>
      <Title order={titleOrder} size="h4" id={titleId} mt="sm" mb={4}>
        {title}
      </Title>
      <Text size="sm">{i18n._(video.description)}</Text>
    </Card>
  );
}

/**
 * Pictures a customer sent with an order (prescriptions, refund photos) as 96 px thumbnails,
 * each opening the full picture in a new tab.
 */
export function ImageThumbnails({
  images,
  altOf,
}: {
  images: string[];
  /** The alt text of the n-th picture (1-based). */
  altOf: (n: number) => string;
}) {
  return (
    <ul className="flex flex-wrap gap-3">
      {images.map((src, index) => (
        <li key={src}>
          <a href={src} target="_blank" rel="noopener noreferrer">
            <img
              src={src}
              alt={altOf(index + 1)}
              width={96}
              height={96}
              loading="lazy"
              className="size-24 rounded-md border object-cover"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}

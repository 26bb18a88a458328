import { useRestaurant } from '../../restaurant';

const socialNames = ['facebook', 'instagram', 'twitter', 'linkedin', 'tiktok', 'youtube'] as const;

/** SPEC §2 social links (facebook, instagram, twitter, linkedin, tiktok, youtube), each only if set. */
export function SocialLinks({ className, linkClassName }: { className: string; linkClassName: string }) {
  const restaurant = useRestaurant();
  return (
    <ul className={className}>
      {socialNames
        .filter((name) => restaurant.social_links[name])
        .map((name) => (
          <li key={name}>
            <a
              href={restaurant.social_links[name]}
              className={linkClassName}
              rel="noopener noreferrer"
              target="_blank"
            >
              {name}
            </a>
          </li>
        ))}
    </ul>
  );
}

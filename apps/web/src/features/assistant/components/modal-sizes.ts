// §2 names the assistant's modal sizes in Tailwind's scale, which Mantine lacks: 6xl = 72rem, 7xl = 80rem.
// Below the md breakpoint they open full screen.
export const MODAL_6XL = '72rem';
export const MODAL_7XL = '80rem';
export const FULL_SCREEN_QUERY = '(max-width: 48em)';

export { Card, type CardProps, MediaCard, type MediaCardProps } from './Card.tsx';

export * from './image-variants';

export * from './app-icons';
export * from './image-variants';

/**
 * Demo content of "Pastelería La Esperanza", loaded on the first start of an empty database:
 * 5 categories with 22 products (one priced 0, sold by size), 3 branches, 3 slides, 3 posts,
 * 2 pages and 6 comments (4 approved, 2 pending). Every picture is an SVG drawing of
 * ./pictures/, rasterised by ./images.ts; nothing is downloaded.
 *
 * Typed by the entity declarations (shared/src/entities), through which it is also validated.
 */
import { BANNER, pictureDataUrl } from './images.js';
import type {
  categoria,
  comentario,
  empresa,
  EntityInput,
  pagina,
  post,
  producto,
  slide,
} from '@pasteleria/shared/entities';

type SlideInput = EntityInput<typeof slide>;
type CategoriaInput = EntityInput<typeof categoria>;
type ProductoInput = EntityInput<typeof producto>;
type EmpresaInput = EntityInput<typeof empresa>;
type PostInput = EntityInput<typeof post>;
type PaginaInput = EntityInput<typeof pagina>;
type ComentarioInput = EntityInput<typeof comentario>;

export interface DemoContent {
  categorias: Array<CategoriaInput & { productos: Array<Omit<ProductoInput, 'categoria_id'>> }>;
  empresas: EmpresaInput[];
  slides: SlideInput[];
  posts: PostInput[];
  paginas: PaginaInput[];
  comentarios: Array<ComentarioInput & { approved: boolean }>;
}

// ---------------------------------------------------------------------------------------------
// Catalogue
// ---------------------------------------------------------------------------------------------

const SHOP = 'Pastelería La Esperanza';
const SITE = 'https://pastelerialaesperanza.mx';

interface ProductSeed {
  name: string;
  /** Short SEO title; the shop name is appended. */
  title: string;
  description: string;
  descripcion: string;
  code: string;
  stock: number;
  price: number;
  details: string;
  /** Its picture in ./pictures/. */
  picture: string;
}

interface CategorySeed {
  nombre: string;
  descripcion: string;
  menu: boolean;
  /** Its picture in ./pictures/. */
  picture: string;
  productos: ProductSeed[];
}

const CATEGORIAS: CategorySeed[] = [
  {
    nombre: 'Pasteles',
    menu: true,
    picture: 'categoria-pasteles',
    descripcion:
      '<p>Nuestros <strong>pasteles</strong> se hornean cada mañana en el obrador de Coyoacán con huevo de rancho, ' +
      'mantequilla y leche entera. Los decoramos a mano, uno por uno.</p>' +
      '<ul><li>Pasteles clásicos listos para llevar.</li>' +
      '<li>Pasteles personalizados para cumpleaños, bodas y bautizos.</li>' +
      '<li>Opciones <em>sin nuez</em> bajo pedido.</li></ul>',
    productos: [
      {
        name: 'Pastel de tres leches',
        title: 'Pastel de tres leches',
        descripcion:
          'Bizcocho de vainilla bañado en tres leches, con crema chantilly y fresas frescas. El favorito de la casa.',
        description:
          '<p>El clásico mexicano de todas las fiestas: un <strong>bizcocho esponjoso de vainilla</strong> empapado en ' +
          'leche evaporada, leche condensada y crema, cubierto con <em>chantilly</em> y fresas frescas.</p>' +
          '<ul><li>Húmedo pero firme, se corta limpio.</li><li>Endulzado con moderación.</li><li>Se conserva en refrigeración hasta 3 días.</li></ul>',
        code: 'PAS-001',
        stock: 8,
        price: 650,
        details: 'Rinde 20 porciones. Diámetro 28 cm. Mantener en refrigeración.',
        picture: 'producto-pastel-de-tres-leches',
      },
      {
        name: 'Pastel de chocolate amargo',
        title: 'Pastel de chocolate amargo',
        descripcion:
          'Tres capas de bizcocho de cacao con ganache de chocolate semiamargo al 60 % y virutas de chocolate.',
        description:
          '<p>Para los amantes del cacao: <strong>tres capas de bizcocho de chocolate</strong> rellenas y cubiertas con ' +
          'ganache de chocolate mexicano semiamargo.</p>' +
          '<p>Lo terminamos con virutas de chocolate y una fresa. Acompáñalo con un café de olla.</p>',
        code: 'PAS-002',
        stock: 6,
        price: 720,
        details: 'Rinde 20 porciones. Dos pisos, 24 cm y 16 cm. Contiene gluten, huevo y lácteos.',
        picture: 'producto-pastel-de-chocolate-amargo',
      },
      {
        name: 'Pastel Selva Negra',
        title: 'Pastel Selva Negra',
        descripcion:
          'Bizcocho de chocolate con crema batida, cerezas en almíbar y chocolate rallado. Un clásico que nunca falla.',
        description:
          '<p>Capas de <strong>bizcocho de chocolate</strong> humedecidas con almíbar de cereza, rellenas de crema batida ' +
          'y cerezas enteras.</p>' +
          '<ul><li>Cubierta de crema y chocolate rallado.</li><li>Coronado con cerezas en almíbar.</li></ul>',
        code: 'PAS-003',
        stock: 5,
        price: 690,
        details: 'Rinde 18 porciones. Diámetro 26 cm. Mantener en refrigeración.',
        picture: 'producto-pastel-selva-negra',
      },
      {
        name: 'Pastel de zanahoria con nuez',
        title: 'Pastel de zanahoria con nuez',
        descripcion:
          'Pan de zanahoria especiado con canela y nuez, cubierto con betún de queso crema. Húmedo y aromático.',
        description:
          '<p>Zanahoria rallada, <strong>nuez pecana</strong>, canela y un toque de nuez moscada en un pan húmedo y ' +
          'aromático, cubierto con <em>betún de queso crema</em>.</p>' +
          '<p>Ideal para la sobremesa o para un cumpleaños en la oficina.</p>',
        code: 'PAS-004',
        stock: 6,
        price: 590,
        details: 'Rinde 16 porciones. Dos pisos. Contiene nuez.',
        picture: 'producto-pastel-de-zanahoria-con-nuez',
      },
      {
        name: 'Pastel de cumpleaños personalizado',
        title: 'Pastel de cumpleaños personalizado',
        descripcion:
          'Elige sabor, relleno, tamaño y decoración. Lo preparamos para tu fecha con 72 horas de anticipación.',
        description:
          '<p>Diseñamos contigo el <strong>pastel de tus sueños</strong>: sabor de bizcocho, relleno, cobertura y ' +
          'decoración temática.</p>' +
          '<ul><li>Bizcochos: vainilla, chocolate, red velvet, zanahoria o tres leches.</li>' +
          '<li>Rellenos: fresa, durazno, cajeta, nuez o moka.</li>' +
          '<li>Decoración con fondant, crema o flores naturales.</li></ul>' +
          '<p><em>El precio depende del tamaño; consulta la tabla en Detalles.</em></p>',
        code: 'PAS-005',
        stock: 0,
        price: 0,
        details:
          'Precio según tamaño: 10 porciones $480, 20 porciones $780, 30 porciones $1,050, 50 porciones $1,650. ' +
          'Decoración temática desde $150 adicionales. Pedido con 72 horas de anticipación.',
        picture: 'producto-pastel-de-cumpleanos-personalizado',
      },
    ],
  },
  {
    nombre: 'Pan dulce',
    menu: true,
    picture: 'categoria-pan-dulce',
    descripcion:
      '<p>El <strong>pan dulce mexicano</strong> de siempre, recién salido del horno a partir de las 7:00 de la mañana.</p>' +
      '<p>Conchas, roles, bolillo y, en temporada, pan de muerto. Perfecto para acompañar un chocolate caliente o ' +
      'un <em>café de olla</em>.</p>',
    productos: [
      {
        name: 'Concha de vainilla',
        title: 'Concha de vainilla',
        descripcion: 'Pan suave de masa enriquecida con su costra crujiente de azúcar y vainilla de Papantla.',
        description:
          '<p>La reina del pan dulce: masa <strong>suave y esponjosa</strong> con su cubierta de azúcar rayada en forma ' +
          'de concha, aromatizada con <em>vainilla de Papantla</em>.</p>',
        code: 'PAN-001',
        stock: 60,
        price: 22,
        details: 'Pieza de 90 g aproximadamente. Horneada diariamente.',
        picture: 'producto-concha-de-vainilla',
      },
      {
        name: 'Concha de chocolate',
        title: 'Concha de chocolate',
        descripcion: 'Nuestra concha de siempre con costra de cacao. Ideal para remojar en un vaso de leche fría.',
        description:
          '<p>La misma masa tierna de la concha tradicional con una <strong>costra de azúcar y cacao</strong>.</p>' +
          '<ul><li>Pruébala abierta con nata.</li><li>O rellena de frijol dulce, bajo pedido.</li></ul>',
        code: 'PAN-002',
        stock: 60,
        price: 22,
        details: 'Pieza de 90 g aproximadamente. Horneada diariamente.',
        picture: 'producto-concha-de-chocolate',
      },
      {
        name: 'Rol de canela glaseado',
        title: 'Rol de canela glaseado',
        descripcion:
          'Espiral de masa suave con mantequilla, azúcar morena y canela de Ceilán, bañado con glaseado de vainilla.',
        description:
          '<p>Masa suave enrollada con <strong>mantequilla, azúcar morena y canela</strong>, horneada hasta dorar y ' +
          'terminada con un glaseado de vainilla.</p><p>Caliéntalo 10 segundos en el microondas antes de servir.</p>',
        code: 'PAN-003',
        stock: 30,
        price: 38,
        details: 'Pieza de 130 g. Consumir preferentemente el mismo día.',
        picture: 'producto-rol-de-canela-glaseado',
      },
      {
        name: 'Bolillo (bolsa con 6 piezas)',
        title: 'Bolillo artesanal',
        descripcion:
          'Bolillo de corteza crujiente y migajón suave, horneado tres veces al día. Perfecto para tortas y molletes.',
        description:
          '<p>El pan de todos los días: <strong>corteza dorada y crujiente</strong> y migajón suave, con su greña ' +
          'característica.</p><ul><li>Ideal para tortas, molletes y chilaquiles.</li><li>Horneadas a las 7:00, 13:00 y 18:00.</li></ul>',
        code: 'PAN-004',
        stock: 40,
        price: 36,
        details: 'Bolsa con 6 piezas de 70 g.',
        picture: 'producto-bolillo-bolsa-con-6-piezas',
      },
      {
        name: 'Pan de muerto tradicional',
        title: 'Pan de muerto tradicional',
        descripcion:
          'Pan de temporada con azahar y ralladura de naranja, espolvoreado con azúcar. Disponible en octubre y noviembre.',
        description:
          '<p>Nuestra receta de temporada: masa de huevo y mantequilla perfumada con <strong>agua de azahar</strong> ' +
          'y ralladura de naranja, con sus huesitos y su bolita, cubierta de azúcar.</p>' +
          '<p><em>Disponible del 15 de octubre al 2 de noviembre.</em></p>',
        code: 'PAN-005',
        stock: 25,
        price: 95,
        details: 'Tamaño mediano para 4 a 6 personas. También relleno de nata, $125.',
        picture: 'producto-pan-de-muerto-tradicional',
      },
    ],
  },
  {
    nombre: 'Galletas',
    menu: true,
    picture: 'categoria-galletas',
    descripcion:
      '<p><strong>Galletas caseras</strong> horneadas en charolas pequeñas para que queden doradas por fuera y suaves por dentro.</p>' +
      '<ul><li>Cajas de regalo listas para llevar.</li><li>Mesas de postres para eventos.</li></ul>',
    productos: [
      {
        name: 'Galletas de chispas de chocolate',
        title: 'Galletas de chispas de chocolate (caja con 12)',
        descripcion:
          'Doradas por fuera, suaves por dentro y con muchas chispas de chocolate semiamargo. Caja con 12 piezas.',
        description:
          '<p>Galletas de mantequilla y azúcar mascabado con <strong>chispas de chocolate semiamargo</strong>, ' +
          'horneadas para que queden crujientes en la orilla y suaves en el centro.</p>',
        code: 'GAL-001',
        stock: 24,
        price: 145,
        details: 'Caja con 12 galletas de 35 g. Se conservan 7 días en un recipiente cerrado.',
        picture: 'producto-galletas-de-chispas-de-chocolate',
      },
      {
        name: 'Polvorones de nuez',
        title: 'Polvorones de nuez',
        descripcion: 'Bolitas de mantequilla y nuez que se deshacen en la boca, cubiertas de azúcar glass.',
        description:
          '<p>Los de la abuela: <strong>mantequilla, nuez y harina</strong>, horneados a fuego bajo y revolcados en ' +
          'azúcar glass mientras siguen tibios.</p><p><em>Se deshacen en la boca.</em></p>',
        code: 'GAL-002',
        stock: 30,
        price: 120,
        details: 'Bolsa con 15 piezas. Contiene nuez.',
        picture: 'producto-polvorones-de-nuez',
      },
      {
        name: 'Galletas de mantequilla decoradas',
        title: 'Galletas de mantequilla decoradas',
        descripcion: 'Corazones, estrellas y flores decorados a mano con glasé real. Un detalle perfecto para regalar.',
        description:
          '<p>Galletas de <strong>mantequilla y vainilla</strong> decoradas a mano con glasé real en colores pastel.</p>' +
          '<ul><li>Diseños de temporada y personalizados.</li><li>Empaque individual para recuerdos de fiesta.</li></ul>',
        code: 'GAL-003',
        stock: 20,
        price: 180,
        details: 'Caja con 8 galletas. Diseños personalizados a partir de 24 piezas.',
        picture: 'producto-galletas-de-mantequilla-decoradas',
      },
      {
        name: 'Marranitos de piloncillo',
        title: 'Marranitos de piloncillo',
        descripcion:
          'Cochinitos de piloncillo, canela y anís, suaves y especiados, como los de la panadería del barrio.',
        description:
          '<p>El clásico de las panaderías de barrio: <strong>pan de piloncillo</strong> con canela y un toque de anís, ' +
          'con su forma de cochinito.</p><p>Acompáñalos con un vaso de leche o un atole.</p>',
        code: 'GAL-004',
        stock: 36,
        price: 60,
        details: 'Bolsa con 6 piezas.',
        picture: 'producto-marranitos-de-piloncillo',
      },
    ],
  },
  {
    nombre: 'Postres y gelatinas',
    menu: true,
    picture: 'categoria-postres-y-gelatinas',
    descripcion:
      '<p><strong>Postres caseros</strong> de receta familiar: flan, gelatinas, pays y arroz con leche.</p>' +
      '<p>Se preparan a diario y se venden enteros o por porción. <em>Pregunta por los sabores del día.</em></p>',
    productos: [
      {
        name: 'Flan napolitano',
        title: 'Flan napolitano entero',
        descripcion: 'Flan cremoso de huevo, leche y queso crema con caramelo oscuro. Entero, para 10 personas.',
        description:
          '<p>Denso y cremoso, hecho con <strong>huevo, leche condensada, leche evaporada y queso crema</strong>, ' +
          'cocido a baño maría y bañado en caramelo.</p>',
        code: 'POS-001',
        stock: 10,
        price: 380,
        details: 'Molde de 22 cm, 10 porciones. Porción individual $48 en sucursal.',
        picture: 'producto-flan-napolitano',
      },
      {
        name: 'Gelatina de mosaico',
        title: 'Gelatina de mosaico',
        descripcion: 'Gelatina de leche con cubos de gelatina de fresa, limón, naranja y uva. Colorida y muy fresca.',
        description:
          '<p>La gelatina de las fiestas infantiles: base de <strong>gelatina de leche</strong> con cubitos de colores ' +
          'de fresa, limón, naranja y uva.</p><ul><li>Molde de rosca de 2 litros.</li><li>Sin colorantes artificiales en la base.</li></ul>',
        code: 'POS-002',
        stock: 12,
        price: 260,
        details: 'Rinde 14 porciones. Mantener en refrigeración.',
        picture: 'producto-gelatina-de-mosaico',
      },
      {
        name: 'Pay de limón',
        title: 'Pay de limón con merengue',
        descripcion: 'Base de galleta María, relleno cremoso de limón y besitos de merengue tostado.',
        description:
          '<p>Base crujiente de <strong>galleta María y mantequilla</strong>, relleno de limón con leche condensada y ' +
          'besitos de merengue tostados al soplete.</p>',
        code: 'POS-003',
        stock: 8,
        price: 410,
        details: 'Molde de 24 cm, 12 porciones. Mantener en refrigeración.',
        picture: 'producto-pay-de-limon',
      },
      {
        name: 'Arroz con leche',
        title: 'Arroz con leche con canela',
        descripcion:
          'Arroz cremoso cocido a fuego lento con leche, canela en raja y un toque de vainilla. Vaso de 250 ml.',
        description:
          '<p>Receta de casa: arroz cocido a fuego lento con <strong>leche entera, canela en raja</strong> y cáscara de ' +
          'limón, espolvoreado con canela molida.</p><p><em>Pídelo frío o tibio.</em></p>',
        code: 'POS-004',
        stock: 20,
        price: 45,
        details: 'Vaso de 250 ml. Con pasas bajo pedido.',
        picture: 'producto-arroz-con-leche',
      },
    ],
  },
  {
    nombre: 'Cupcakes',
    menu: false,
    picture: 'categoria-cupcakes',
    descripcion:
      '<p><strong>Cupcakes</strong> individuales con betún de mantequilla o queso crema, ideales para mesas de postres.</p>' +
      '<ul><li>Sabores fijos todos los días.</li><li>Cajas surtidas de 6 y 12 piezas.</li></ul>',
    productos: [
      {
        name: 'Cupcake red velvet',
        title: 'Cupcake red velvet',
        descripcion: 'Panqué rojo aterciopelado con un toque de cacao y betún de queso crema.',
        description:
          '<p>Bizcocho <strong>red velvet</strong> suave, con un toque de cacao y suero de leche, coronado con ' +
          '<em>betún de queso crema</em>.</p>',
        code: 'CUP-001',
        stock: 24,
        price: 48,
        details: 'Pieza individual de 110 g.',
        picture: 'producto-cupcake-red-velvet',
      },
      {
        name: 'Cupcake de vainilla con chispas',
        title: 'Cupcake de vainilla con chispas de colores',
        descripcion: 'Panqué de vainilla con betún de mantequilla rosa y chispas de colores. El favorito de los niños.',
        description:
          '<p>Panqué de <strong>vainilla</strong> con betún de mantequilla color rosa y muchas chispas de colores.</p>',
        code: 'CUP-002',
        stock: 24,
        price: 42,
        details: 'Pieza individual de 100 g.',
        picture: 'producto-cupcake-de-vainilla-con-chispas',
      },
      {
        name: 'Cupcake de chocolate con ganache',
        title: 'Cupcake de chocolate con ganache',
        descripcion: 'Panqué de chocolate relleno de ganache y cubierto con betún de chocolate semiamargo.',
        description:
          '<p>Panqué de <strong>chocolate</strong> con corazón de ganache y betún de chocolate semiamargo.</p>' +
          '<ul><li>Intenso, pero no empalagoso.</li></ul>',
        code: 'CUP-003',
        stock: 24,
        price: 46,
        details: 'Pieza individual de 110 g.',
        picture: 'producto-cupcake-de-chocolate-con-ganache',
      },
      {
        name: 'Caja de 6 cupcakes surtidos',
        title: 'Caja de 6 cupcakes surtidos',
        descripcion:
          'Seis cupcakes de sabores surtidos en caja de regalo. Ideal para compartir o para sorprender a alguien.',
        description:
          '<p>Una caja con <strong>seis cupcakes</strong> de los sabores del día: red velvet, vainilla, chocolate y ' +
          'de temporada.</p><p><em>Agrega una tarjeta con tu mensaje sin costo.</em></p>',
        code: 'CUP-004',
        stock: 12,
        price: 260,
        details: 'Caja de regalo con 6 piezas surtidas.',
        picture: 'producto-caja-de-6-cupcakes-surtidos',
      },
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// Branches
// ---------------------------------------------------------------------------------------------

const SOCIAL = {
  website: SITE,
  facebook: 'https://www.facebook.com/pasteleria.laesperanza',
  youtube: 'https://www.youtube.com/@pasteleria.laesperanza',
  tiktok: 'https://www.tiktok.com/@pasteleria.laesperanza',
};

interface BranchSeed extends Omit<EmpresaInput, 'urlfoto'> {
  /** Its picture (a drawn shop front) in ./pictures/; null for a branch without a photo. */
  picture: string | null;
}

const EMPRESAS: BranchSeed[] = [
  {
    nombre: 'La Esperanza Coyoacán',
    descripcion:
      'Nuestra casa desde 1987 y el obrador donde se hornea todo. A dos cuadras del Jardín Centenario. ' +
      'Horario: lunes a sábado de 7:00 a 21:00, domingo de 8:00 a 16:00.',
    email: 'coyoacan@pastelerialaesperanza.mx',
    telefono: '55 5554 2187',
    direccion: 'Av. Francisco Sosa 214, Santa Catarina, Coyoacán, 04010 Ciudad de México, CDMX',
    ...SOCIAL,
    website: `${SITE}/sucursales/coyoacan`,
    latitud: 19.3478,
    longitud: -99.1672,
    orden: 1,
    publicado: true,
    picture: 'sucursal-la-esperanza-coyoacan',
  },
  {
    nombre: 'La Esperanza Roma Norte',
    descripcion:
      'Sucursal con barra de café y mesas en la banqueta, frente a una de las calles arboladas de la Roma. ' +
      'Horario: lunes a domingo de 8:00 a 21:00.',
    email: 'roma@pastelerialaesperanza.mx',
    telefono: '55 5264 9031',
    direccion: 'Calle Colima 187, Roma Norte, Cuauhtémoc, 06700 Ciudad de México, CDMX',
    ...SOCIAL,
    website: `${SITE}/sucursales/roma-norte`,
    latitud: 19.4187,
    longitud: -99.1609,
    orden: 2,
    publicado: true,
    picture: 'sucursal-la-esperanza-roma-norte',
  },
  {
    nombre: 'La Esperanza Puebla Centro',
    descripcion:
      'En pleno Centro Histórico, a unos pasos del zócalo. Aquí encontrarás además camotes y dulces poblanos. ' +
      'Horario: lunes a sábado de 8:00 a 20:00, domingo de 9:00 a 15:00.',
    email: 'puebla@pastelerialaesperanza.mx',
    telefono: '222 242 7715',
    direccion: 'Calle 5 Oriente 208, Centro Histórico, 72000 Puebla, Pue.',
    ...SOCIAL,
    website: `${SITE}/sucursales/puebla-centro`,
    latitud: 19.0419,
    longitud: -98.1968,
    orden: 3,
    publicado: true,
    picture: null,
  },
];

// ---------------------------------------------------------------------------------------------
// Slides
// ---------------------------------------------------------------------------------------------

const SLIDES: Array<Omit<SlideInput, 'urlfoto'> & { picture: string }> = [
  {
    frase: 'Pasteles para cada celebración, hechos a mano con ingredientes frescos desde 1987.',
    link: '/categorias/pasteles',
    posicion: 1,
    picture: 'slide-pasteles',
  },
  {
    frase: 'Pan dulce recién horneado todas las mañanas: conchas, roles y bolillo calientito desde las 7:00.',
    link: '/categorias/pan-dulce',
    posicion: 2,
    picture: 'slide-pan-dulce',
  },
  {
    frase: 'Flanes, gelatinas y postres caseros, como los que hacía la abuela.',
    link: '',
    posicion: 3,
    picture: 'slide-postres',
  },
];

// ---------------------------------------------------------------------------------------------
// Blog posts
// ---------------------------------------------------------------------------------------------

const POSTS: Array<Omit<PostInput, 'urlfoto'> & { picture: string }> = [
  {
    name: 'Historia del pan de muerto',
    title: 'Historia del pan de muerto: origen, símbolos y variedades',
    description:
      'De las ofrendas a la mesa: cómo nació el pan de muerto, qué significan sus huesitos y cómo se hornea en distintas regiones de México.',
    order: 1,
    picture: 'post-historia-del-pan-de-muerto',
    descripcion:
      '<p>Cada otoño, cuando las calles se llenan de <strong>cempasúchil</strong> y papel picado, las panaderías de ' +
      'todo México empiezan a oler a azahar y mantequilla. El pan de muerto es, quizá, el pan más esperado del año ' +
      'y uno de los símbolos más queridos del Día de Muertos.</p>' +
      '<h2>Un pan con dos raíces</h2>' +
      '<p>Su origen combina dos tradiciones. Los pueblos mesoamericanos ofrendaban a sus difuntos alimentos ' +
      'elaborados con maíz y amaranto, y con la llegada del trigo durante la época virreinal aquellas ofrendas ' +
      'encontraron una nueva forma: un pan redondo y dulce, hecho para compartir con quienes ya no están.</p>' +
      '<h2>¿Qué significan sus formas?</h2>' +
      '<p>Aunque cada familia tiene su propia explicación, la lectura más extendida es esta:</p>' +
      '<ul><li><strong>El círculo</strong> representa el ciclo de la vida y la muerte.</li>' +
      '<li><strong>Los huesitos</strong> en cruz evocan a los difuntos y, para algunos, los cuatro puntos cardinales.</li>' +
      '<li><strong>La bolita</strong> del centro simboliza el cráneo o el corazón.</li>' +
      '<li><strong>El azahar</strong> perfuma la masa en recuerdo de los que se fueron.</li></ul>' +
      '<h2>Un pan, muchas versiones</h2>' +
      '<p>México es grande y su pan de muerto también es diverso. En Oaxaca se hornea el <em>pan de yema</em>, a ' +
      'menudo adornado con una carita de pasta de azúcar; en algunas zonas de Puebla y Tlaxcala se le conoce como ' +
      '<em>hojaldra</em> y se cubre de ajonjolí; en la Ciudad de México reina la versión espolvoreada con azúcar.</p>' +
      '<h3>Cómo lo hacemos en La Esperanza</h3>' +
      '<p>Usamos una masa de huevo y mantequilla que fermenta lentamente durante toda la noche, agua de azahar, ' +
      'ralladura de naranja y un barnizado de mantequilla antes de revolcarlo en azúcar. Lo horneamos del ' +
      '<strong>15 de octubre al 2 de noviembre</strong>, y también lo preparamos relleno de nata.</p>' +
      '<p>Nuestro consejo: disfrútalo con un chocolate caliente de agua, como se acostumbra en las ofrendas.</p>',
  },
  {
    name: 'La Rosca de Reyes y su tradición',
    title: 'La Rosca de Reyes: tradición, símbolos y cómo conservarla',
    description:
      'Por qué la rosca es ovalada, qué representan el acitrón y los muñequitos, y nuestros consejos para que llegue fresca a tu mesa el 6 de enero.',
    order: 2,
    picture: 'post-la-rosca-de-reyes-y-su-tradicion',
    descripcion:
      '<p>Cada <strong>6 de enero</strong> millones de familias mexicanas se reúnen alrededor de una rosca, un ' +
      'chocolate caliente y un cuchillo que nadie quiere tomar. La Rosca de Reyes celebra la llegada de los Reyes ' +
      'Magos y es una de las tradiciones más alegres del invierno.</p>' +
      '<h2>Los símbolos de la rosca</h2>' +
      '<ul><li><strong>La forma ovalada</strong> representa una corona y, a la vez, el amor sin principio ni fin.</li>' +
      '<li><strong>Las frutas cristalizadas</strong> (higo, naranja, ate de membrillo) son las joyas de esa corona.</li>' +
      '<li><strong>El muñequito</strong> escondido recuerda al Niño Jesús, que fue ocultado para protegerlo.</li></ul>' +
      '<h2>¿Te salió el muñequito?</h2>' +
      '<p>Según la costumbre, quien encuentra el muñequito en su rebanada se convierte en padrino del Niño Dios y ' +
      'debe invitar los <em>tamales y el atole</em> el <strong>2 de febrero</strong>, Día de la Candelaria. Así la ' +
      'fiesta continúa un mes más.</p>' +
      '<h3>Nuestra receta</h3>' +
      '<p>Preparamos la rosca con masa de mantequilla y naranja, tiras de pasta de azúcar, ate, higo cristalizado y ' +
      'cerezas. Ya no usamos acitrón: se obtiene de la biznaga, una cactácea protegida, y lo sustituimos con ' +
      'fruta cristalizada.</p>' +
      '<h3>Consejos para conservarla</h3>' +
      '<ul><li>Guárdala en su caja, en un lugar fresco y seco; no la metas al refrigerador porque se endurece.</li>' +
      '<li>Si sobra, caliéntala unos minutos en el horno a 160 °C y recuperará su suavidad.</li>' +
      '<li>Apártala con anticipación: del 2 al 6 de enero las roscas vuelan.</li></ul>',
  },
  {
    name: 'Cómo elegir el pastel perfecto para tu fiesta',
    title: 'Cómo elegir el pastel perfecto para tu fiesta',
    description:
      'Cuántas porciones pedir, qué sabores combinan mejor y con cuánta anticipación encargar tu pastel para que todo salga perfecto.',
    order: 3,
    picture: 'post-como-elegir-el-pastel-perfecto-para-tu-fiesta',
    descripcion:
      '<p>El pastel es el centro de cualquier celebración, y elegirlo bien hace la diferencia entre un buen momento ' +
      'y uno inolvidable. Estos son los consejos que damos todos los días en nuestras sucursales.</p>' +
      '<h2>1. Calcula las porciones</h2>' +
      '<p>Una porción de fiesta pesa alrededor de 100 gramos. Como referencia:</p>' +
      '<ul><li><strong>10 porciones</strong>: reunión familiar pequeña.</li>' +
      '<li><strong>20 a 30 porciones</strong>: cumpleaños en casa o en la oficina.</li>' +
      '<li><strong>50 porciones o más</strong>: bodas, XV años y bautizos, normalmente en dos o tres pisos.</li></ul>' +
      '<p>Si habrá mesa de postres, puedes pedir un poco menos.</p>' +
      '<h2>2. Elige el sabor pensando en tus invitados</h2>' +
      '<p>El <em>tres leches</em> gusta a casi todos y es ideal para niños y adultos. El <em>chocolate</em> funciona ' +
      'muy bien por la tarde, y el de <em>zanahoria con nuez</em> es perfecto para quienes prefieren algo menos dulce. ' +
      'Si tienes invitados con alergias, avísanos: podemos prepararlo sin nuez.</p>' +
      '<h2>3. Pide con tiempo</h2>' +
      '<p>Para pasteles personalizados te pedimos <strong>al menos 72 horas</strong> de anticipación; en temporada ' +
      'alta (mayo, diciembre y septiembre), una semana.</p>' +
      '<h3>Al recogerlo</h3>' +
      '<ul><li>Transpórtalo sobre una superficie plana, nunca en el regazo.</li>' +
      '<li>Con el aire acondicionado encendido si hace calor.</li>' +
      '<li>Sácalo del refrigerador 20 minutos antes de servir para que recupere su sabor.</li></ul>' +
      '<p>¿Tienes dudas? Escríbenos por WhatsApp y te ayudamos a elegir.</p>',
  },
];

// ---------------------------------------------------------------------------------------------
// Pages
// ---------------------------------------------------------------------------------------------

const PAGINAS: Array<Omit<PaginaInput, 'urlfoto'> & { picture: string | null }> = [
  {
    name: 'Nosotros',
    title: `Nosotros: la historia de ${SHOP}`,
    description: 'Una pastelería familiar de Coyoacán que desde 1987 hornea pan dulce y pasteles con recetas de casa.',
    order: 1,
    picture: 'pagina-nosotros',
    texttop:
      '<p><strong>Pastelería La Esperanza</strong> nació en 1987 en una pequeña cocina de Coyoacán, cuando doña ' +
      'Esperanza Ramírez empezó a vender pasteles de tres leches a sus vecinos. Lo que comenzó como un encargo de ' +
      'cumpleaños se convirtió en una panadería de barrio con fila en la puerta cada mañana.</p>' +
      '<p>Hoy la segunda y la tercera generación de la familia siguen horneando con sus recetas, en tres sucursales ' +
      'de la Ciudad de México y Puebla.</p>',
    textbottom:
      '<h2>Lo que nos importa</h2>' +
      '<ul><li><strong>Ingredientes de verdad</strong>: mantequilla, huevo de rancho, vainilla de Papantla y fruta de temporada.</li>' +
      '<li><strong>Hecho a mano</strong>: cada concha se raya y cada pastel se decora a mano.</li>' +
      '<li><strong>Recién horneado</strong>: el pan sale del horno varias veces al día.</li>' +
      '<li><strong>Cero desperdicio</strong>: el pan del día anterior se dona a comedores comunitarios.</li></ul>' +
      '<p><em>Gracias por hacernos parte de tus celebraciones.</em></p>',
  },
  {
    name: 'Pedidos y entregas',
    title: 'Pedidos y entregas a domicilio',
    description:
      'Cómo hacer tu pedido, con cuánta anticipación, formas de pago y zonas de entrega a domicilio en CDMX y Puebla.',
    order: 2,
    picture: null,
    texttop:
      '<h2>¿Cómo hago mi pedido?</h2>' +
      '<p>Puedes pedir de tres maneras:</p>' +
      '<ul><li>Por <strong>WhatsApp</strong>, con el botón <em>Haz tu pedido por WhatsApp</em> de esta página.</li>' +
      '<li>Por teléfono, en la sucursal más cercana.</li>' +
      '<li>En persona, en cualquiera de nuestras sucursales.</li></ul>' +
      '<p>Los pasteles personalizados requieren <strong>72 horas de anticipación</strong> y un anticipo del 50 %. ' +
      'El pan dulce, las galletas y los postres del día se pueden apartar el mismo día.</p>',
    textbottom:
      '<h2>Entregas a domicilio</h2>' +
      '<ul><li><strong>Ciudad de México</strong>: Coyoacán, Benito Juárez, Cuauhtémoc, Tlalpan y Álvaro Obregón, de martes a domingo de 10:00 a 19:00. Costo desde $90.</li>' +
      '<li><strong>Puebla</strong>: zona centro, Angelópolis y San Andrés Cholula. Costo desde $70.</li></ul>' +
      '<h3>Formas de pago</h3>' +
      '<p>Efectivo, tarjeta de débito o crédito y transferencia bancaria.</p>' +
      '<h3>Cambios y cancelaciones</h3>' +
      '<p>Puedes cambiar la fecha de tu pedido hasta 48 horas antes sin costo. Las cancelaciones con menos de 48 horas ' +
      'no son reembolsables, porque tu pastel ya está en preparación.</p>',
  },
];

// ---------------------------------------------------------------------------------------------
// Comments
// ---------------------------------------------------------------------------------------------

const COMENTARIOS: Array<ComentarioInput & { approved: boolean }> = [
  {
    nombre: 'Mariana López Herrera',
    email: 'mariana.lopez@example.com',
    comentario:
      'El pastel de tres leches para los 80 años de mi abuela quedó perfecto: húmedo, nada empalagoso y las fresas fresquísimas. ¡Gracias!',
    rating: 5,
    approved: true,
  },
  {
    nombre: 'Jorge Hernández',
    email: 'jorge.hdz@example.net',
    comentario:
      'Las conchas de vainilla son de las mejores que he probado en Coyoacán. Llegar a las 7 de la mañana y salir con pan calientito no tiene precio.',
    rating: 5,
    approved: true,
  },
  {
    nombre: 'Daniela Ruiz',
    email: 'daniela.ruiz@example.org',
    comentario:
      'Pedimos la caja de cupcakes para una oficina y a todos les encantaron. La entrega llegó un poco tarde, pero todo en perfecto estado.',
    rating: 4,
    approved: true,
  },
  {
    nombre: 'Luis Ángel Martínez',
    email: 'luisangel.mtz@example.com',
    comentario: 'Cada año compramos aquí la rosca de Reyes. Muy recomendable la de Puebla centro.',
    rating: 0,
    approved: true,
  },
  {
    nombre: 'Fernanda Castillo',
    email: 'fer.castillo@example.com',
    comentario:
      'Me encantaría que tuvieran opciones sin azúcar o sin gluten. Fuera de eso, el flan napolitano está buenísimo.',
    rating: 4,
    approved: false,
  },
  {
    nombre: 'Ricardo Gómez',
    email: 'ricardo.gomez@example.net',
    comentario: 'Fui el domingo por la tarde y ya no había pan de muerto. Deberían avisar en redes cuando se agote.',
    rating: 2,
    approved: false,
  },
];

// ---------------------------------------------------------------------------------------------
// Assembly
// ---------------------------------------------------------------------------------------------

/**
 * Builds the demo content, rasterising its pictures (36 small WebP data-URLs) in parallel.
 * Deterministic: the same content and the same image bytes on every call.
 */
export async function demoContent(): Promise<DemoContent> {
  const categorias = await Promise.all(
    CATEGORIAS.map(async (c, ci) => {
      const [urlfoto, productos] = await Promise.all([
        pictureDataUrl(c.picture),
        Promise.all(
          c.productos.map(async (p, pi): Promise<Omit<ProductoInput, 'categoria_id'>> => {
            const { picture, title, ...rest } = p;
            return {
              ...rest,
              title: `${title} | ${SHOP}`,
              order: pi + 1,
              visits: 0,
              urlfoto: await pictureDataUrl(picture),
            };
          }),
        ),
      ]);
      return { nombre: c.nombre, descripcion: c.descripcion, menu: c.menu, orden: ci + 1, urlfoto, productos };
    }),
  );

  const empresas = await Promise.all(
    EMPRESAS.map(async ({ picture, ...e }): Promise<EmpresaInput> => {
      const base: EmpresaInput = { ...e, visitas: 0 };
      return picture === null ? base : { ...base, urlfoto: await pictureDataUrl(picture) };
    }),
  );

  const slides = await Promise.all(
    SLIDES.map(async ({ picture, ...s }): Promise<SlideInput> => ({
      ...s,
      urlfoto: await pictureDataUrl(picture, BANNER),
    })),
  );

  const posts = await Promise.all(
    POSTS.map(async ({ picture, ...p }): Promise<PostInput> => ({
      ...p,
      visits: 0,
      urlfoto: await pictureDataUrl(picture),
    })),
  );

  const paginas = await Promise.all(
    PAGINAS.map(async ({ picture, ...p }): Promise<PaginaInput> =>
      picture ? { ...p, urlfoto: await pictureDataUrl(picture) } : { ...p },
    ),
  );

  return {
    categorias,
    empresas,
    slides,
    posts,
    paginas,
    comentarios: COMENTARIOS.map((c) => ({ ...c })),
  };
}

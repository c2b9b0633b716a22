import {
  categoria,
  checkFields,
  comentario,
  createDefaults,
  empresa,
  inputSchema,
  post,
  producto,
  recordSchema,
  slide,
  user,
} from './index.ts';

describe('entity declarations', () => {
  test('the client checks a form as the API will, with its Spanish messages', () => {
    expect(
      checkFields(comentario, { nombre: '', email: 'no-es-correo', comentario: ' ', rating: 6 }, 'create'),
    ).toEqual({
      nombre: ['El campo nombre es obligatorio.'],
      email: ['El campo correo electrónico debe ser un correo electrónico válido.'],
      comentario: ['El campo comentario es obligatorio.'],
      rating: ['El campo calificación debe ser como máximo 5.'],
    });
    expect(checkFields(comentario, { nombre: 'Ana', email: '', comentario: 'Rico', rating: 0 }, 'create')).toEqual({});
    expect(checkFields(categoria, { nombre: 'Pasteles', orden: 0, menu: 'tal vez' }, 'update')).toEqual({
      orden: ['El campo orden debe ser como mínimo 1.'],
      menu: ['El campo portada debe ser verdadero o falso.'],
    });
    expect(checkFields(producto, { name: 'x', title: 'y', price: '10.123' }, 'create')).toEqual({
      price: ['El campo precio admite como máximo dos decimales.'],
    });
    expect(checkFields(empresa, { nombre: 'Centro', website: 'pasteleria.mx', telefono: 'llámame' }, 'create')).toEqual(
      {
        website: ['El campo sitio web debe ser una URL válida (http o https).'],
        telefono: ['El campo teléfono debe ser un teléfono válido (dígitos, espacios, +, -, paréntesis).'],
      },
    );
  });

  test('an edit may leave out what it does not change; a user edit keeps the password when it is empty', () => {
    expect(checkFields(producto, { title: 'Nuevo' }, 'update')).toEqual({});
    expect(checkFields(user, { name: 'Ana', email: 'ana@x.mx', role: 'user', password: '' }, 'update')).toEqual({});
    expect(checkFields(user, { name: 'Ana', email: 'ana@x.mx', role: 'user', password: '' }, 'create')).toEqual({
      password: ['El campo contraseña es obligatorio.'],
    });
    expect(checkFields(user, { name: 'Ana', email: 'ana@x.mx', role: 'root', password: 'corta' }, 'create')).toEqual({
      role: ['El campo rol debe ser admin o user.'],
      password: ['El campo contraseña debe tener al menos 8 caracteres.'],
    });
  });

  test('create forms start from the declared defaults', () => {
    expect(createDefaults(producto)).toMatchObject({ visits: 0, price: 0, categoria_id: null });
    expect(createDefaults(empresa)).toMatchObject({ visitas: 0, publicado: true, latitud: null });
    expect(createDefaults(categoria)).toMatchObject({ menu: true, orden: 1 });
  });

  test('JSON Schemas: an answer has every non-secret field, a create lists what it requires', () => {
    expect(recordSchema(user).required).toEqual(['id', 'name', 'email', 'role']);
    expect(recordSchema(post).required).toEqual([
      'id',
      'slug',
      'name',
      'title',
      'description',
      'descripcion',
      'order',
      'visits',
      'image',
    ]);
    expect(inputSchema(slide, 'create').required).toEqual(['frase', 'urlfoto']);
    expect(inputSchema(slide, 'update').required).toBeUndefined();
    expect(inputSchema(empresa, 'update').properties).toHaveProperty('file');
    expect((inputSchema(producto, 'create').properties as Record<string, object>).price).toMatchObject({
      type: 'number',
      multipleOf: 0.01,
    });
  });
});
